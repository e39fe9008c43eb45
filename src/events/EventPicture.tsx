/** An event's featured image. */
import { BESIDE_TEXT } from '../ui/Picture';
import type { EventImage } from './types';

interface EventPictureProps {
	image: EventImage;
	/** The card's or the page's class. */
	className: string;
	/** On a card in a list: fetched after the text, when scrolled near. */
	lazy?: boolean;
}

/** The image, on the event's card and its page. */
export function EventPicture( {
	image,
	className,
	lazy = false,
}: EventPictureProps ) {
	return (
		<img
			className={ className }
			src={ image.url }
			alt={ image.alt }
			width={ image.width }
			height={ image.height }
			{ ...( lazy ? BESIDE_TEXT : {} ) }
			loading={ lazy ? 'lazy' : undefined }
		/>
	);
}
