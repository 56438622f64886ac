'use client';

import dynamic from 'next/dynamic';

/*
 * The company's and the admin's client components of /opening, each loaded as its own chunk when rendered.
 * The page module imports all three screens, and a client component a page imports is shipped with the page
 * whether it renders or not: imported directly, every student on the busiest page would download the
 * company's opening form and the admin's table (docs/performance.md, Screens). Rendered on the server as usual.
 */
export const CompanyOpeningsBoard = dynamic(() =>
  import('@/components/openings/company-openings-board').then((module) => module.CompanyOpeningsBoard),
);
export const AdminOpeningsTable = dynamic(() =>
  import('@/components/openings/admin-openings-table').then((module) => module.AdminOpeningsTable),
);
export const AdminOpeningFilters = dynamic(() =>
  import('@/components/openings/admin-opening-filters').then((module) => module.AdminOpeningFilters),
);
