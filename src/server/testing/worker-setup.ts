import { lowerPasswordWorkFactorForTests } from '../users/passwords';

// Runs in each test worker before its files: staff accounts made by tests hash at a low cost
// (users.test.ts checks the store's own cost).
lowerPasswordWorkFactorForTests(2 ** 10);
