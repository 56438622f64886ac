'use client';

import dynamic from 'next/dynamic';

/*
 * The admin's and the company's homes, and the sign-in completion, each loaded as its own chunk when rendered:
 * `/` imports every role's screen, and a client component a page imports is shipped with the page whether it
 * renders or not (docs/performance.md, Screens). Rendered on the server as usual.
 */
export const AdminDashboard = dynamic(() => import('./admin-dashboard').then((module) => module.AdminDashboard));
export const CompanyHome = dynamic(() => import('./company-home').then((module) => module.CompanyHome));
export const LoginCompletion = dynamic(() => import('@/components/auth/login-completion').then((module) => module.LoginCompletion));
