export { default } from './(store)/not-found';
