/**
 * Site navigation of spec §2, by registry route name, shared by the desktop header and the mobile menu.
 * Labels are keys of the `nav` namespace.
 */
export interface NavItem {
  key: string;
  route: string;
  query?: string;
}

export const HEADER_NAV: NavItem[] = [
  { key: 'home', route: 'home' },
  { key: 'draft', route: 'draftRobot' },
  { key: 'review', route: 'reviewRobot' },
  { key: 'fie', route: 'FIE' },
  { key: 'about', route: 'aboutUs' },
  { key: 'course', route: 'course' },
  { key: 'pricing', route: 'items' },
];

export interface NavGroup {
  key: string;
  items: NavItem[];
}

/** Footer of spec §2: product services, partners, news, about, terms of use, disclaimer. */
export const FOOTER_NAV: NavGroup[] = [
  {
    key: 'products',
    items: [
      { key: 'draft', route: 'draftRobot' },
      { key: 'review', route: 'reviewRobot' },
      { key: 'fie', route: 'FIE' },
      { key: 'pricing', route: 'items' },
    ],
  },
  {
    key: 'company',
    items: [
      { key: 'about', route: 'aboutUs' },
      { key: 'partners', route: 'partner' },
      { key: 'news', route: 'newsList' },
      { key: 'course', route: 'course' },
    ],
  },
  {
    key: 'legal',
    items: [
      { key: 'terms', route: 'statement', query: 'type=terms' },
      { key: 'disclaimer', route: 'statement', query: 'type=disclaimer' },
    ],
  },
];

/** The search box looks in the template catalogue (the classify page reads `keyword`). */
export const SEARCH_ROUTE = 'classify';
