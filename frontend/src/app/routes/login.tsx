// Route module for /login, loaded on demand (route `lazy`).
export { LoginPlaceholder as Component } from '../../features/auth/components/login-placeholder';
