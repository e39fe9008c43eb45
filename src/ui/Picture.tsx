/**
 * The author's pictures and the built-in artwork (docs/pictures.md).
 */
import { getConfig } from '../config/config';
import type { ImageAttributes } from '../config/pictures';
import { pagesCopy, uiCopy as copy } from '../i18n/copy';
import { fill } from './fill';
import { imageUrl } from './images';
import pictures from './pictures.json';

/**
 * Fetched after what the first view needs. Spread, as React 18's types know
 * only `fetchPriority`, which it would print as such.
 */
export const BESIDE_TEXT = { fetchpriority: 'low' } as const;

interface AuthorImageProps {
	image: ImageAttributes;
	className: string;
	/** The alt text when the image has none of its own. */
	alt: string;
	fetchpriority?: string;
	loading?: 'lazy';
}

/** An author's picture as WordPress prints it. */
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

/** A piece of the theme's artwork beside the text. */
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

/**
 * A cover as a list shows it: a tile or a small cover beside its text, at
 * most 200 px wide on a wide screen (src/style.css), so a browser takes a
 * size that small.
 */
function inList( cover: ImageAttributes ): ImageAttributes {
	return cover.srcset ? { ...cover, sizes: pictures.cover.listSizes } : cover;
}

interface BookCoverProps {
	title: string;
	authorName: string;
	/** Another book's cover (null: none, the built-in art); the featured book's when absent. */
	image?: ImageAttributes | null;
	/** In a list below the first screen: loaded lazily, and small. */
	lazy?: boolean;
}

/**
 * A book's cover, else the built-in artwork with the title and name written
 * over it.
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
				image={ lazy ? inList( cover ) : cover }
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

/** The author's photo (About), else the built-in portrait. */
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
