// The contract (requests, responses, envelope, paths) lives in @wl/api-client's `contract` entry, which
// holds no client code; the simulator imports it through this one module, so client and simulator
// cannot drift.
export * from '@wl/api-client/contract';
