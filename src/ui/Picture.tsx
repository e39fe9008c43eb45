import { getConfig } from '../config/config';
import type { ImageAttributes } from '../config/pictures';
import { pagesCopy, uiCopy as copy } from '../i18n/copy';
import { fill } from './fill';
import { imageUrl } from './images';
import pictures from './pictures.json';

/**
 * Fetched after what the first view needs (the text is what a visitor reads
 * first; spread, as React's types know only `fetchPriority`, which React 18
 * would print as such).
 */
const BESIDE_TEXT = { fetchpriority: 'low' } as const;

interface AuthorImageProps {
	image: ImageAttributes;
	className: string;
	/** The alt text when the image has none of its own. */
	alt: string;
	fetchpriority?: string;
	/** 'lazy' below the first screen (a list's covers). */
	loading?: 'lazy';
}

/**
 * An author's picture as WordPress prints it (src, srcset, sizes, width and
 * height from the configuration), with the placement's class and alt text.
 * PHP: author_site_author_image(), inc/render/pictures.php.
 */
export function AuthorImage( {
	image,
	className,
	alt,
	fetchpriority,
	loading,
}: AuthorImageProps ) {
	return (
		<img
			className={ className }
			src={ image.src }
			srcSet={ image.srcset || undefined }
			sizes={ image.sizes || undefined }
			{ ...( fetchpriority ? { fetchpriority } : {} ) }
			loading={ loading }
			width={ String( image.width ) }
			height={ String( image.height ) }
			alt={ image.alt || alt }
		/>
	);
}

interface ArtworkProps {
	art: { file: string; width: string; height: string };
	className: string;
	alt: string;
}

/**
 * A piece of the theme's artwork beside the text, fetched after what the
 * first view needs. PHP: author_site_artwork(), inc/render/pictures.php.
 */
function Artwork( { art, className, alt }: ArtworkProps ) {
	return (
		<img
			className={ className }
			src={ imageUrl( art.file ) }
			{ ...BESIDE_TEXT }
			width={ art.width }
			height={ art.height }
			alt={ alt }
		/>
	);
}

interface BookCoverProps {
	title: string;
	authorName: string;
	/** Another book's cover (null: none, the built-in art); the featured book's when absent. */
	image?: ImageAttributes | null;
	/** Whether it is below the first screen (a list's covers load lazily). */
	lazy?: boolean;
}

/**
 * The book's cover (Home, Books): the author's (the featured image of the
 * Books content page), else the built-in artwork with the current title and
 * name written over it. PHP: author_site_book_cover(),
 * inc/render/pictures.php.
 */
export function BookCover( {
	title,
	authorName,
	image,
	lazy = false,
}: BookCoverProps ) {
	const cover = image === undefined ? getConfig().pictures.cover : image;
	const alt = fill( copy.bookCoverAlt, { title, authorName } );
	if ( cover ) {
		return (
			<AuthorImage
				image={ cover }
				className="cover"
				alt={ alt }
				{ ...pictures.cover.attributes }
				loading={ lazy ? 'lazy' : undefined }
			/>
		);
	}
	return (
		<div className="cover cover--built-in" role="img" aria-label={ alt }>
			<Artwork
				art={ pictures.cover.builtIn }
				className="cover__art"
				alt=""
			/>
			<span className="cover__title" dir="auto">
				{ title }
			</span>
			<span className="cover__author" dir="auto">
				{ authorName }
			</span>
		</div>
	);
}

/**
 * The author's photo (About): hers (the featured image of the About content
 * page), else the built-in portrait. PHP: author_site_author_portrait(),
 * inc/render/pictures.php.
 */
export function AuthorPortrait( { authorName }: { authorName: string } ) {
	const portrait = getConfig().pictures.portrait;
	const alt = fill( pagesCopy.about.portraitAlt, { authorName } );
	return portrait ? (
		<AuthorImage
			image={ portrait }
			className="story__portrait"
			alt={ alt }
			{ ...pictures.portrait.attributes }
		/>
	) : (
		<Artwork
			art={ pictures.portrait.builtIn }
			className="story__portrait"
			alt={ alt }
		/>
	);
}
