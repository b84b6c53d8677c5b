import type { ReactNode } from 'react';
import { Layout as RaLayout, Sidebar, useTranslate, type SidebarProps } from 'react-admin';
import { AppBar } from './AppBar';
import { Menu } from './Menu';

/** react-admin's sidebar; on a phone it is a drawer (a dialog), named "Menu" for screen readers. */
const AppSidebar = (props: SidebarProps) => {
  const translate = useTranslate();
  return <Sidebar {...props} slotProps={{ paper: { 'aria-label': translate('admin.menu.title') } }} />;
};

export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout appBar={AppBar} menu={Menu} sidebar={AppSidebar}>
    {children}
  </RaLayout>
);
