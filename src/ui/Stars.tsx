import { uiCopy as copy } from '../i18n/copy';
import { Icon } from './Icon';

/** Five stars, read out as one rating. */
export function Stars() {
	return (
		<p className="stars" role="img" aria-label={ copy.starsLabel }>
			{ [ 1, 2, 3, 4, 5 ].map( ( n ) => (
				<Icon key={ n } name="star" />
			) ) }
		</p>
	);
}
