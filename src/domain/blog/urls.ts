/** Where the storefront shows a post and a category's posts (§2: /blogs/{postIdentifier}, ?categoryId=). */
export const blogPostUrl = (identifier: string) => `/blogs/${identifier}`;
export const blogCategoryUrl = (id: number) => `/blogs?categoryId=${id}`;
