export * from './envelope';
export * from './cipher';
export * from './paths';
export * from './access';
export * from './games';
export * from './content';
export * from './lottery';
export * from './centre';
