export { default, generateMetadata } from './(store)/not-found';
