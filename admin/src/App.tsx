import { Admin, localStorageStore, Resource } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { authProvider } from './auth/authProvider';
import { Dashboard } from './dashboard/Dashboard';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { Layout } from './layout/Layout';
import { LoginPage } from './login/LoginPage';
import { RESOURCES } from './resources';
import { adminTheme } from './theme';

/** react-admin's store (the chosen language, list params) lives in localStorage under "amoria-admin". */
export const store = localStorageStore(undefined, 'amoria-admin');

/** The admin lives at /admin with real paths (/admin/members/42/show); the server's history fallback answers them all. */
export const App = () => (
  <BrowserRouter basename="/admin">
    <AdminApp />
  </BrowserRouter>
);

/**
 * Every page checks the session itself (react-admin's lists, shows, forms and the dashboard call
 * checkAuth). `requireAuth` is left off: with it, a signed-out deep link under our own
 * BrowserRouter loops between the page and /login (LogoutOnMount remounting).
 */
export const AdminApp = () => (
  <Admin
    title="Amoria"
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    store={store}
    theme={adminTheme}
    layout={Layout}
    dashboard={Dashboard}
    loginPage={LoginPage}
    disableTelemetry
  >
    {RESOURCES.map(({ menu: _menu, messages: _messages, ...resource }) => (
      <Resource key={resource.name} {...resource} />
    ))}
  </Admin>
);
