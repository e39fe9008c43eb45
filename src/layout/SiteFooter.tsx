/**
 * The site footer: profiles, quick links, newsletter call, privacy link.
 */
import { Link } from 'react-router-dom';
import type {
	AuthorSiteConfig,
	MenuLink,
	SocialNetwork,
} from '../config/config';
import { SpriteIcon, type IconName } from '../ui/Icon';
import { fill } from '../ui/fill';
import { layoutCopy as copy } from '../i18n/copy';
import social from './social.json';

const COPY = copy.footer;

const NETWORK_LABELS: Record< SocialNetwork, string > = social.labels;

/** Shown until the author sets her own profiles (docs/product.md#footer). */
export const PLACEHOLDER_SOCIAL: Partial< Record< SocialNetwork, string > > =
	social.placeholders;

/** The author's profiles (else the placeholders), in the networks' order. */
export function socialLinks( links: AuthorSiteConfig[ 'social' ] ) {
	const chosen = Object.keys( links ).length ? links : PLACEHOLDER_SOCIAL;
	return ( Object.keys( NETWORK_LABELS ) as SocialNetwork[] )
		.filter( ( network ) => chosen[ network ] )
		.map( ( network ) => ( {
			network,
			label: NETWORK_LABELS[ network ],
			href: chosen[ network ] as string,
		} ) );
}

/**
 * The footer's quick links: the menu assigned to "Footer quick links", else
 * the theme's own. A link with `to` is a route, navigating in the app.
 */
export function quickLinks( menu: MenuLink[] | null ): MenuLink[] {
	return (
		menu ?? COPY.quickLinks.map( ( link ) => ( { ...link, url: link.to } ) )
	);
}

interface SiteFooterProps {
	config: AuthorSiteConfig;
}

/** The icon links: the author's profiles, then her email. */
function SocialList( { config }: SiteFooterProps ) {
	const links: Array< { icon: IconName; label: string; href: string } > = [
		...socialLinks( config.social ).map( ( link ) => ( {
			...link,
			icon: link.network,
		} ) ),
		{
			icon: 'mail',
			label: COPY.emailLabel,
			href: `mailto:${ config.contactEmail }`,
		},
	];
	return (
		<ul className="social" aria-label={ COPY.socialLabel }>
			{ links.map( ( link ) => (
				<li key={ link.icon }>
					<a
						className="social__link"
						href={ link.href }
						aria-label={ link.label }
					>
						<SpriteIcon name={ link.icon } />
					</a>
				</li>
			) ) }
		</ul>
	);
}

export function SiteFooter( { config }: SiteFooterProps ) {
	return (
		<footer className="site-footer">
			<div className="container site-footer__grid">
				<div className="site-footer__brand">
					<p className="site-footer__name">{ config.siteName }</p>
					<p className="site-footer__tagline">{ COPY.tagline }</p>
					<SocialList config={ config } />
				</div>
				<nav
					className="site-footer__links"
					aria-label={ COPY.quickLinksLabel }
				>
					<h2 className="site-footer__heading">
						{ COPY.quickLinksTitle }
					</h2>
					<ul>
						{ quickLinks( config.menus.footer ).map(
							( link, index ) => (
								<li key={ index }>
									{ link.to !== undefined ? (
										<Link to={ link.to }>
											{ link.label }
										</Link>
									) : (
										<a href={ link.url }>{ link.label }</a>
									) }
								</li>
							)
						) }
					</ul>
				</nav>
				<div className="site-footer__vip">
					<h2 className="site-footer__heading">{ COPY.vipTitle }</h2>
					<p>{ COPY.vipText }</p>
					<Link
						className="button button--light"
						to="/contact#newsletter"
					>
						{ COPY.vipButton }
					</Link>
				</div>
			</div>
			{ config.privacy && (
				<p className="site-footer__legal">
					<a href={ config.privacy.url }>{ config.privacy.label }</a>
				</p>
			) }
			<p className="site-footer__copyright">
				{ fill( COPY.copyright, { authorName: config.authorName } ) }
			</p>
		</footer>
	);
}
