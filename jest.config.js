/** Unit and integration tests of every workspace; browser journeys run separately (tests/e2e). */
export default {
  projects: ['<rootDir>/contracts', '<rootDir>/backend', '<rootDir>/frontend'],
  // Global, not per project: Jest ignores a project's testTimeout when several projects run together.
  // Generous because integration tests run against a real database on a 2-core CI machine.
  testTimeout: 60000,
};
