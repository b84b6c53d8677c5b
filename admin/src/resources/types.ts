import type { ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';

/** Where a resource sits in the menu; `false` keeps it out (reached from another page). */
export type MenuGroup = 'people' | 'staff' | 'system' | 'finance';

/** A resource's own strings: react-admin reads them as `resources.<name>.*` (name, fields, and the resource's own keys). */
export interface ResourceMessages {
  name: string;
  fields?: Record<string, string>;
  [key: string]: unknown;
}

/**
 * One back-office resource: a folder admin/src/resources/<name>/ whose index.ts default-exports
 * this (react-admin's <Resource> props, plus the menu group and its en/ru messages).
 */
export interface AdminResource extends Omit<ResourceProps, 'icon'> {
  name: string;
  icon: ComponentType;
  menu: MenuGroup | false;
  messages: { en: ResourceMessages; ru: ResourceMessages };
}
