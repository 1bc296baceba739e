import { esmProject } from '../jest.swc.js';
export default { ...esmProject, displayName: 'contracts', testEnvironment: 'node' };
