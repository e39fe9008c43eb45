/** Yields to the browser: what follows runs in a task of its own. */
export function nextTask(): Promise< void > {
	return new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
}
