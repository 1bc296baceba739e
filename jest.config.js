/** Unit and integration tests of every workspace; browser journeys run separately (tests/e2e). */
export default {
  projects: ['<rootDir>/contracts', '<rootDir>/backend', '<rootDir>/frontend'],
};
