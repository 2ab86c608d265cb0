// The contract lives in @wl/api-client. Until that package's index re-exports it, reach it by path here,
// and only here: every other simulator file imports the contract from this module.
export * from '../../../packages/api-client/src/contract/index';
