/*
 * The few parts of WordPress's editor packages the editor script uses. They
 * come from WordPress itself at run time (the `wp-*` scripts the build lists
 * in build/editor.asset.php), so they are typed here rather than installed.
 */
declare module '@wordpress/blocks' {
	export interface BlockInstance {
		clientId: string;
		name: string;
		attributes: Record< string, unknown >;
		innerBlocks: BlockInstance[];
	}
	export function createBlock(
		name: string,
		attributes?: Record< string, unknown >,
		innerBlocks?: BlockInstance[]
	): BlockInstance;
	export function parse( content: string ): BlockInstance[];
	export function cloneBlock( block: BlockInstance ): BlockInstance;
	export function rawHandler( options: { HTML: string } ): BlockInstance[];
	export function getBlockContent( block: BlockInstance ): string;
	export function registerBlockVariation(
		blockName: string,
		variation: Record< string, unknown >
	): void;
	export function unregisterBlockVariation(
		blockName: string,
		variationName: string
	): void;
}

declare module '@wordpress/data' {
	// A store's selectors or actions, called by name.
	type Selectors = any;
	export function select( store: string ): Selectors;
	export function dispatch( store: string ): Selectors;
	export function subscribe( listener: () => void ): () => void;
	export function useSelect< T >(
		mapSelect: ( select: ( store: string ) => Selectors ) => T,
		deps?: unknown[]
	): T;
	export function useDispatch( store: string ): Selectors;
}

declare module '@wordpress/plugins' {
	export function registerPlugin(
		name: string,
		settings: { render: () => JSX.Element | null }
	): void;
}

declare module '@wordpress/editor' {
	import type { ComponentType, ReactNode } from 'react';
	export const PluginDocumentSettingPanel: ComponentType< {
		name: string;
		title: string;
		className?: string;
		children?: ReactNode;
	} >;
}

declare module '@wordpress/components' {
	import type { ComponentType, ReactNode } from 'react';
	export const Button: ComponentType< {
		variant?: 'primary' | 'secondary' | 'tertiary' | 'link';
		size?: 'default' | 'compact' | 'small';
		onClick?: () => void;
		className?: string;
		disabled?: boolean;
		accessibleWhenDisabled?: boolean;
		'aria-describedby'?: string;
		'aria-label'?: string;
		children?: ReactNode;
	} >;
}

declare module '@wordpress/autop' {
	export function autop( text: string, br?: boolean ): string;
}
