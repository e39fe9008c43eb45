/**
 * The whole stylesheet the loader loads, unapplied, after the first paint
 * (inc/app/app-loader.js linkStylesheet()). The server's inline CSS holds only
 * what its markup uses (inc/app/used-css.php); before the app starts, the
 * stylesheet drops the rules the inline CSS already has and applies the rest,
 * so a later state or route finds its rules. Applied whole, its rules would
 * restyle every element they match a second time: one long task on a phone.
 */

import { nextTask } from './nextTask';

const SETTLED = 'data-settled';
const INLINE_ID = 'author-site-inline-css';
/** How long a request that neither loads nor fails (a stalled host) may hold the app. */
export const STYLESHEET_WAIT_MS = 5000;
/** A task's length, below what a phone (four times slower) would feel as a long task. */
const SLICE_MS = 4;

type RuleParent = CSSStyleSheet | CSSGroupingRule;
/** A rule to drop: where it is and its position there. */
type Drop = [ RuleParent, number ];

/** A media or supports rule, whose rules the server keeps only in part. */
function isCondition( rule: CSSRule ): rule is CSSConditionRule {
	return (
		rule instanceof CSSMediaRule ||
		( 'CSSSupportsRule' in window && rule instanceof CSSSupportsRule )
	);
}

/** What decides whether the server keeps a rule: its selector or its condition. */
function ruleKey( rule: CSSRule ): string {
	if ( rule instanceof CSSStyleRule ) {
		return `s${ rule.selectorText }`;
	}
	if ( rule instanceof CSSMediaRule ) {
		return `m${ rule.media.mediaText }`;
	}
	if ( isCondition( rule ) ) {
		return `c${ rule.conditionText }`;
	}
	return (
		rule.constructor.name + ( 'name' in rule ? String( rule.name ) : '' )
	);
}

/**
 * Finds, in order, the rules of `whole` the inline CSS also has (it keeps
 * the stylesheet's rules in their order, some conditions' rules in part, and
 * may add its own), adds them to `drops` and returns how many of `inline`'s
 * rules were found. A step for each rule it looks at, so the search can be
 * spread over short tasks.
 */
export function* keptRules(
	whole: RuleParent,
	inline: RuleParent,
	drops: Drop[]
): Generator< void, number > {
	const keys: string[] = [];
	const keyAt = ( at: number ) =>
		( keys[ at ] ??= ruleKey( whole.cssRules[ at ] as CSSRule ) );
	let from = 0;
	let found = 0;
	for ( const rule of Array.from( inline.cssRules ) ) {
		const key = ruleKey( rule );
		for ( let at = from; at < whole.cssRules.length; at++ ) {
			yield;
			if ( keyAt( at ) !== key ) {
				continue;
			}
			const candidate = whole.cssRules[ at ] as CSSRule;
			if ( isCondition( candidate ) && isCondition( rule ) ) {
				const inner: Drop[] = [];
				if (
					( yield* keptRules( candidate, rule, inner ) ) !==
					rule.cssRules.length
				) {
					continue;
				}
				drops.push(
					...( inner.length === candidate.cssRules.length
						? [ [ whole, at ] as Drop ]
						: inner )
				);
			} else {
				drops.push( [ whole, at ] );
			}
			found++;
			from = at + 1;
			break;
		}
	}
	return found;
}

/** Runs the steps in tasks of about SLICE_MS each. */
async function inSlices< T >( steps: Generator< void, T > ): Promise< T > {
	let start = performance.now();
	let step = steps.next();
	while ( ! step.done ) {
		if ( performance.now() - start > SLICE_MS ) {
			await nextTask();
			start = performance.now();
		}
		step = steps.next();
	}
	return step.value;
}

/**
 * Applies the loaded stylesheet without the rules the inline CSS has: found
 * in short tasks, then dropped and applied in one more.
 * Whole when the rules cannot be read.
 */
async function applyStylesheet( link: HTMLLinkElement ): Promise< void > {
	const inline = document.getElementById( INLINE_ID );
	try {
		if (
			link.sheet &&
			inline instanceof HTMLStyleElement &&
			inline.sheet
		) {
			const drops: Drop[] = [];
			await inSlices( keptRules( link.sheet, inline.sheet, drops ) );
			await nextTask();
			// From the last, so each position still holds.
			for ( const [ parent, index ] of drops.reverse() ) {
				parent.deleteRule( index );
			}
		}
	} catch {
		// Rules from another origin cannot be read: the whole stylesheet then.
	}
	link.media = 'all';
}

/** Each stylesheet is applied once, however often it is waited for. */
const applying = new WeakMap< HTMLLinkElement, Promise< void > >();

/**
 * Resolves once the whole stylesheet has loaded and been applied (less what
 * the inline CSS has) or has failed, or at once when none is linked; at the
 * latest after STYLESHEET_WAIT_MS, and a stylesheet that arrives later is
 * still applied.
 */
export function stylesheetSettled(): Promise< void > {
	const link = document.getElementById( 'author-site-stylesheet' );
	if ( ! ( link instanceof HTMLLinkElement ) ) {
		return Promise.resolve();
	}
	const apply = () => {
		if ( ! applying.has( link ) ) {
			applying.set( link, applyStylesheet( link ) );
		}
		return applying.get( link ) as Promise< void >;
	};
	if ( link.hasAttribute( SETTLED ) ) {
		return link.sheet ? apply() : Promise.resolve();
	}
	return new Promise( ( resolve ) => {
		const done = () => {
			window.clearTimeout( timer );
			link.removeEventListener( 'error', done );
			resolve();
		};
		const loaded = () => {
			link.removeEventListener( 'load', loaded );
			apply().then( done );
		};
		const timer = window.setTimeout( done, STYLESHEET_WAIT_MS );
		link.addEventListener( 'load', loaded );
		link.addEventListener( 'error', done );
	} );
}
