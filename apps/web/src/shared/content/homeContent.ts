/** Structure of the landing page (both sites): which texts of the `home` namespace appear, in order. */
export const HOME_PRODUCTS = [
  { key: 'review', route: 'reviewRobot' },
  { key: 'draft', route: 'draftRobot' },
] as const;

export const HOME_SCENARIOS = ['outbound', 'trade', 'domestic', 'fie', 'inbound'] as const;

export const HOME_STEPS = ['one', 'two', 'three'] as const;
