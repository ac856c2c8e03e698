// The agency's people, shared by the team articles and the texts that name them.

export const founder = {
  name: 'Claire Dumont-Lambert',
  email: 'claire.dumont@maisonlumiere.be',
  phone: '02 512 34 51',
  /** Year of her registration with the BIV/IPI, the Belgian institute of estate agents. */
  registeredSince: 2009,
  foundedAgencyIn: 2014,
}

export const team = {
  sales: { name: 'Thomas Verhaegen', email: 'thomas.verhaegen@maisonlumiere.be', phone: '02 512 34 52' },
  letting: { name: 'Sarah El Amrani', email: 'sarah.elamrani@maisonlumiere.be', phone: '02 512 34 53' },
  holiday: { name: 'Pieter Claes', email: 'pieter.claes@maisonlumiere.be', phone: '02 512 34 54' },
}
