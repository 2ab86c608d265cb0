// The contract (requests, responses, envelope, paths) lives in @wl/api-client; the simulator imports it
// from there through this one module, so client and simulator cannot drift.
export * from '@wl/api-client';
