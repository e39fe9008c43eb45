import { Icon } from './Icon';

/** Five stars, read out as one rating. */
export function Stars() {
	return (
		<p className="stars" role="img" aria-label="Rated 5 out of 5 stars">
			{ [ 1, 2, 3, 4, 5 ].map( ( n ) => (
				<Icon key={ n } name="star" />
			) ) }
		</p>
	);
}
