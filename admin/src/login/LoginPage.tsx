export const LoginPage = () => null;
