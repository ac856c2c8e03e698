import * as migration_20261122_012510_initial from './20261122_012510_initial';

export const migrations = [
  {
    up: migration_20261122_012510_initial.up,
    down: migration_20261122_012510_initial.down,
    name: '20261122_012510_initial'
  },
];
