/** GET /api/header/v1/menu: the hamburger menu's content for the host's edition (components/header/hamburger-menu-http.ts). */
import { serveHamburgerMenu } from '@/components/header/hamburger-menu-http';

export const dynamic = 'force-dynamic';

export const GET = serveHamburgerMenu;
