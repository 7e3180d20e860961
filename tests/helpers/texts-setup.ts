/// <reference types="vite/client" />
/**
 * Setup of every Vitest project: the portal's catalogs are loaded in English before a test reads
 * a text, as the portal loads them before a page renders (frontend/src/lib/i18n.ts). Every
 * catalog is registered first, so that a test that imports one later finds it loaded.
 */
import { loadTranslations } from '../../frontend/src/lib/i18n';

import.meta.glob('../../frontend/src/**/texts/index.ts', { eager: true });
await loadTranslations('en');
