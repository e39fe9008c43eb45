/** A row of buttons. */
import type { ReactNode } from 'react';

interface ActionsProps {
	/** Centred, as in a dark closing band. */
	centred?: boolean;
	children: ReactNode;
}

/** The buttons in a wrapping row. */
export function Actions( { centred = false, children }: ActionsProps ) {
	return (
		<div className={ centred ? 'actions actions--center' : 'actions' }>
			{ children }
		</div>
	);
}
