/** The title band at the top of a page. */
import { Logo } from './Logo';

interface PageHeaderProps {
	title: string;
	description: string;
	className?: string;
	/** The logo above the title (About). */
	logo?: boolean;
}

/** The title band at the top of Books, About, Events and Contact. */
export function PageHeader( {
	title,
	description,
	className = 'page-header',
	logo = false,
}: PageHeaderProps ) {
	return (
		<header className={ className }>
			<div className="container">
				{ logo && <Logo className="page-header__logo" size={ 64 } /> }
				<h1 className="page-header__title">{ title }</h1>
				<p className="page-header__description">{ description }</p>
			</div>
		</header>
	);
}
