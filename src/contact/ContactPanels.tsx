/**
 * The panels that take the form's place: Message Sent, and "Email the Author
 * Directly" while the form is not connected. Each heading takes focus.
 */
import type { RefObject } from 'react';
import { ActionButton } from '../ui/ActionButton';
import { Actions } from '../ui/Actions';
import { fill } from '../ui/fill';
import { contactCopy as copy } from '../i18n/copy';
import { DEFAULT_CONFIRMATION } from './messages';

interface SentPanelProps {
	/** WPForms' confirmation ('' for the default line), one line a paragraph. */
	confirmation: string;
	headingRef: RefObject< HTMLHeadingElement >;
	onStartAgain: () => void;
}

/** Message Sent, with WPForms' confirmation. */
export function SentPanel( {
	confirmation,
	headingRef,
	onStartAgain,
}: SentPanelProps ) {
	return (
		<div className="fallback">
			<h3 className="fallback__title" tabIndex={ -1 } ref={ headingRef }>
				{ copy.sent.title }
			</h3>
			{ ( confirmation || DEFAULT_CONFIRMATION )
				.split( '\n' )
				.map( ( line, index ) => (
					<p key={ index }>{ line }</p>
				) ) }
			<Actions>
				<ActionButton
					label={ copy.sent.againButton }
					onClick={ onStartAgain }
				/>
			</Actions>
		</div>
	);
}

interface DraftedPanelProps {
	/** The author's address. */
	to: string;
	mailto: string;
	headingRef: RefObject< HTMLHeadingElement >;
	onBack: () => void;
}

/** "Email the Author Directly": the drafted email again, and the way back to the form. */
export function DraftedPanel( {
	to,
	mailto,
	headingRef,
	onBack,
}: DraftedPanelProps ) {
	return (
		<div className="fallback">
			<h3 className="fallback__title" tabIndex={ -1 } ref={ headingRef }>
				{ copy.drafted.title }
			</h3>
			<p>{ copy.drafted.notConfigured }</p>
			<p>{ fill( copy.drafted.text, { to } ) }</p>
			<Actions>
				<a className="button button--primary" href={ mailto }>
					{ copy.drafted.composeButton }
				</a>
				<ActionButton
					label={ copy.drafted.backButton }
					onClick={ onBack }
					variant="ghost"
				/>
			</Actions>
		</div>
	);
}
