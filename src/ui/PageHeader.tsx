interface PageHeaderProps {
	title: string;
	description: string;
}

/**
 * The title band at the top of Books, Events and Contact.
 * @param root0
 * @param root0.title
 * @param root0.description
 */
export function PageHeader( { title, description }: PageHeaderProps ) {
	return (
		<header className="page-header">
			<div className="container">
				<h1 className="page-header__title">{ title }</h1>
				<p className="page-header__description">{ description }</p>
			</div>
		</header>
	);
}
