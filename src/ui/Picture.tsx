import copy from './copy.json';
import { fill } from './fill';
import { BESIDE_TEXT, imageUrl } from './images';

interface PictureProps {
	file: 'author.svg' | 'cover.svg';
	className: string;
	width: string;
	height: string;
	alt: string;
}

/**
 * A picture from build/images beside the text, fetched after what the first
 * view needs. PHP: author_site_picture(), inc/render/parts.php.
 * @param root0
 * @param root0.file
 * @param root0.className
 * @param root0.width
 * @param root0.height
 * @param root0.alt
 */
export function Picture( {
	file,
	className,
	width,
	height,
	alt,
}: PictureProps ) {
	return (
		<img
			className={ className }
			src={ imageUrl( file ) }
			{ ...BESIDE_TEXT }
			width={ width }
			height={ height }
			alt={ alt }
		/>
	);
}

interface BookCoverProps {
	title: string;
	authorName: string;
}

/**
 * The book's cover (Home, Books). PHP: author_site_book_cover(),
 * inc/render/parts.php.
 * @param root0
 * @param root0.title
 * @param root0.authorName
 */
export function BookCover( { title, authorName }: BookCoverProps ) {
	return (
		<Picture
			file="cover.svg"
			className="cover"
			width="600"
			height="900"
			alt={ fill( copy.bookCoverAlt, { title, authorName } ) }
		/>
	);
}
