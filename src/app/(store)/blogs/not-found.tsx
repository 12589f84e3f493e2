/**
 * A missing post, or any unknown /blogs address: the store's not-found view inside the blog layout
 * (§2: every /blog route is wrapped in it), so the search, categories and recent posts stay at hand.
 */
export { default, generateMetadata } from '../not-found';
