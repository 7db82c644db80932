// `npm run bench`: the benchmark harness arrives with the performance issue; until then it says so.
console.log('no benchmarks yet');
