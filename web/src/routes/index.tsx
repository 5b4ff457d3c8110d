import type { RouteObject } from 'react-router';
import { HomePage } from '../features/static-pages/home-page';

/** `/` */
export const indexRoute: RouteObject = { index: true, Component: HomePage };
