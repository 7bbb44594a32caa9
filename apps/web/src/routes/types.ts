import type { ComponentType, LazyExoticComponent } from 'react';

/** A device's pages: registry route name → lazily loaded page component. */
export type PageMap = Record<string, LazyExoticComponent<ComponentType>>;
