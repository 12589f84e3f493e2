/**
 * The blog's GraphQL schema, Magento-blog shaped (§3, §7): snake_case fields, lists wrapped in
 * `items` with `total_count`. Text comes in the request's language (src/http/graphql/app.ts).
 */
export const typeDefs = /* GraphQL */ `
  enum BlogSortDirection {
    DESC
    ASC
  }

  type BlogCategory {
    category_id: Int!
    title: String!
    "The category's URL key."
    identifier: String!
    "Where the blog lists this category's posts."
    category_url: String!
  }

  type BlogCategories {
    items: [BlogCategory!]!
    total_count: Int!
  }

  type BlogPost {
    post_id: Int!
    title: String!
    "Path of the picture under the site (/media/...), or null."
    featured_image: String
    post_url: String!
    "ISO 8601, when the post was written; lists sort by it."
    creation_time: String!
    identifier: String!
    short_content: String!
    "Sanitised HTML."
    content: String!
    author: String!
    tags: [String!]!
    category_ids: [Int!]!
    categories: [BlogCategory!]!
    "Other posts sharing a category, newest first (at most 3)."
    related_posts: [BlogPost!]!
  }

  type BlogPosts {
    items: [BlogPost!]!
    total_count: Int!
    page_size: Int!
    current_page: Int!
    total_pages: Int!
  }

  input BlogPostsFilter {
    "Only posts of this category."
    category_id: Int
    "Every word must be in the title, summary or tags (Arabic letter forms folded); at most 200 characters."
    search: String
  }

  type Query {
    blogCategories: BlogCategories!
    "Newest first by default; pageSize 1 to 50, default 4 (the recent-posts box)."
    blogPosts(
      pageSize: Int = 4
      currentPage: Int = 1
      sort: BlogSortDirection = DESC
      filter: BlogPostsFilter
    ): BlogPosts!
    "One post by its URL key; null when there is no such published post."
    blogPost(identifier: String!): BlogPost
  }
`;
