export * from './catalog';
export * from './content';
export * from './customers';
export * from './search';
export * from './auth';
export * from './sales';
export * from './payments';
export * from './credit';
