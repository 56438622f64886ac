'use client';

import dynamic from 'next/dynamic';

/*
 * The draft editor and the submitted list, each its own chunk loaded when rendered: a student sees one or the
 * other (before or after submitting), and a client component a server component imports is shipped with the page
 * whether it renders or not (docs/performance.md, Screens). Rendered on the server as usual.
 */
export const DraftEditor = dynamic(() => import('./draft-editor').then((module) => module.DraftEditor));
export const SubmittedRankingPanel = dynamic(() => import('./submitted-ranking').then((module) => module.SubmittedRankingPanel));
