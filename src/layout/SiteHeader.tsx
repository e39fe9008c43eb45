import { useEffect, useRef, useState } from '@wordpress/element';
import { Link, NavLink, useLocation } from 'react-router-dom';
import type { PageLink } from '../config/config';
import { Icon } from '../ui/Icon';
import { Logo } from '../ui/Logo';
import copy from './copy.json';
import { NAV_ITEMS } from './navigation';
import type { ServerViewSnapshot } from './serverView';

interface SiteHeaderProps {
	siteName: string;
	/** The posts page, when there is one: the last item (a WordPress view). */
	blog: PageLink | null;
	/** The WordPress view shown, if any: then no route is current. */
	serverView: ServerViewSnapshot | null;
	/** The server's "Page not found" is shown: no route is current either. */
	notFound?: boolean;
}

interface MenuItemsProps {
	blog: PageLink | null;
	serverView: ServerViewSnapshot | null;
	notFound: boolean;
}

/**
 * The menu's items: the five routes (current one marked, none on a
 * WordPress view), then the posts page when there is one, current on it
 * (docs/whole-site.md#posts-and-other-pages).
 * @param root0
 * @param root0.blog
 * @param root0.serverView
 * @param root0.notFound
 */
function MenuItems( { blog, serverView, notFound }: MenuItemsProps ) {
	const onBlog = serverView?.kind === 'blog';
	return (
		<>
			{ NAV_ITEMS.map( ( item ) => (
				<li key={ item.to } className="site-menu__item">
					{ serverView || notFound ? (
						<Link to={ item.to } className="site-menu__link">
							{ item.label }
						</Link>
					) : (
						<NavLink
							to={ item.to }
							end
							className={ ( { isActive } ) =>
								isActive
									? 'site-menu__link is-active'
									: 'site-menu__link'
							}
						>
							{ item.label }
						</NavLink>
					) }
				</li>
			) ) }
			{ blog && (
				<li className="site-menu__item">
					<a
						aria-current={ onBlog ? 'page' : undefined }
						className={
							onBlog
								? 'site-menu__link is-active'
								: 'site-menu__link'
						}
						href={ blog.url }
					>
						{ blog.label }
					</a>
				</li>
			) }
		</>
	);
}

/**
 * The mobile menu's state: closed on navigation, and on Escape while focus
 * is in the menu (focus then returns to the toggle).
 */
function useMenu() {
	const [ open, setOpen ] = useState( false );
	const navRef = useRef< HTMLElement >( null );
	const location = useLocation();

	useEffect( () => setOpen( false ), [ location.key ] );

	useEffect( () => {
		if ( ! open ) {
			return undefined;
		}
		const onKeyDown = ( event: KeyboardEvent ) => {
			// Only when focus is in the menu: Escape in a form field is not for us.
			const nav = navRef.current;
			const inMenu =
				!! nav && nav.contains( nav.ownerDocument.activeElement );
			if (
				event.key === 'Escape' &&
				! event.defaultPrevented &&
				inMenu
			) {
				setOpen( false );
				document.getElementById( 'menu-toggle' )?.focus();
			}
		};
		document.addEventListener( 'keydown', onKeyDown );
		return () => document.removeEventListener( 'keydown', onKeyDown );
	}, [ open ] );

	return { open, setOpen, navRef };
}

/**
 * Navigation on every page with the current item marked. Below the md
 * breakpoint (768 px) the list collapses behind a toggle button; the menu
 * closes on navigation and on Escape. PHP: author_site_render_header(),
 * inc/render/layout.php.
 * @param root0
 * @param root0.siteName
 * @param root0.blog
 * @param root0.serverView
 * @param root0.notFound
 */
export function SiteHeader( {
	siteName,
	blog,
	serverView,
	notFound = false,
}: SiteHeaderProps ) {
	const { open, setOpen, navRef } = useMenu();

	return (
		<header className="site-header">
			<div className="container site-header__inner">
				<Link to="/" className="brand">
					<Logo className="brand__logo" size={ 40 } besideName />
					<span className="brand__name">{ siteName }</span>
				</Link>
				<nav
					className="site-nav"
					aria-label={ copy.header.navLabel }
					ref={ navRef }
				>
					<button
						type="button"
						id="menu-toggle"
						className="menu-toggle"
						aria-expanded={ open ? 'true' : 'false' }
						aria-controls="site-menu"
						onClick={ () => setOpen( ! open ) }
					>
						<Icon name={ open ? 'close' : 'menu' } />
						<span className="menu-toggle__label">
							{ copy.header.menuLabel }
						</span>
					</button>
					<ul
						id="site-menu"
						className={ open ? 'site-menu is-open' : 'site-menu' }
					>
						<MenuItems
							blog={ blog }
							serverView={ serverView }
							notFound={ notFound }
						/>
					</ul>
				</nav>
			</div>
		</header>
	);
}
