import { Link } from 'react-router-dom';
import type { AuthorSiteConfig, SocialNetwork } from '../config/config';
import { Icon } from '../ui/Icon';

const NETWORK_LABELS: Record< SocialNetwork, string > = {
	instagram: 'Instagram',
	facebook: 'Facebook',
	tiktok: 'TikTok',
	goodreads: 'Goodreads',
	bookbub: 'BookBub',
	amazon: 'Amazon',
	x: 'X',
};

/** Shown until the author sets her own profiles (spec §2: placeholder links). */
export const PLACEHOLDER_SOCIAL: Partial< Record< SocialNetwork, string > > = {
	instagram: 'https://www.instagram.com/',
	facebook: 'https://www.facebook.com/',
	tiktok: 'https://www.tiktok.com/',
	goodreads: 'https://www.goodreads.com/',
};

export function socialLinks( social: AuthorSiteConfig[ 'social' ] ) {
	const chosen = Object.keys( social ).length ? social : PLACEHOLDER_SOCIAL;
	return ( Object.keys( NETWORK_LABELS ) as SocialNetwork[] )
		.filter( ( network ) => chosen[ network ] )
		.map( ( network ) => ( {
			network,
			label: NETWORK_LABELS[ network ],
			href: chosen[ network ] as string,
		} ) );
}

interface SiteFooterProps {
	config: AuthorSiteConfig;
}

export function SiteFooter( { config }: SiteFooterProps ) {
	return (
		<footer className="site-footer">
			<div className="container site-footer__grid">
				<div className="site-footer__brand">
					<p className="site-footer__name">{ config.siteName }</p>
					<p className="site-footer__tagline">
						Romantic suspense with heart, heat &amp; danger —
						written in Rochester, New York.
					</p>
					<ul className="social" aria-label="Social media">
						{ socialLinks( config.social ).map( ( link ) => (
							<li key={ link.network }>
								<a
									className="social__link"
									href={ link.href }
									aria-label={ link.label }
								>
									<Icon name={ link.network } />
								</a>
							</li>
						) ) }
						<li>
							<a
								className="social__link"
								href={ `mailto:${ config.contactEmail }` }
								aria-label="Email"
							>
								<Icon name="mail" />
							</a>
						</li>
					</ul>
				</div>
				<nav className="site-footer__links" aria-label="Quick links">
					<h2 className="site-footer__heading">Quick Links</h2>
					<ul>
						<li>
							<Link to="/books">Books</Link>
						</li>
						<li>
							<Link to="/about">About Me</Link>
						</li>
						<li>
							<Link to="/events">Events</Link>
						</li>
					</ul>
				</nav>
				<div className="site-footer__vip">
					<h2 className="site-footer__heading">VIP Readers</h2>
					<p>Sneak peeks, giveaways and news before anyone else.</p>
					<Link
						className="button button--light"
						to="/contact#newsletter"
					>
						Join VIP List
					</Link>
				</div>
			</div>
			<p className="site-footer__copyright">
				{ `© 2024 ${ config.authorName }. All rights reserved.` }
			</p>
		</footer>
	);
}
