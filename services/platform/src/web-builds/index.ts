export * from './keys.ts';
export * from './publish-web-build.ts';
export * from './retained-asset.ts';
export * from './sweep-web-builds.ts';
