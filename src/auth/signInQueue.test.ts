import { describe, expect, it } from 'vitest'

import { accountsSigningIn, oneSignInAtATime } from './signInQueue'

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('oneSignInAtATime', () => {
  it('runs the sign-ins of one account one after the other, in arrival order', async () => {
    const log: string[] = []
    const signIn = (name: string) => async () => {
      log.push(`${name} starts`)
      await tick()
      log.push(`${name} ends`)
      return name
    }
    const results = await Promise.all([
      oneSignInAtATime('users', 'a@x.be', signIn('first')),
      oneSignInAtATime('users', ' A@x.be', signIn('second')),
      oneSignInAtATime('users', 'a@x.be', signIn('third')),
    ])
    expect(results).toEqual(['first', 'second', 'third'])
    expect(log).toEqual([
      'first starts',
      'first ends',
      'second starts',
      'second ends',
      'third starts',
      'third ends',
    ])
    expect(accountsSigningIn()).toBe(0)
  })

  it('lets other accounts and collections sign in meanwhile', async () => {
    let running = 0
    let most = 0
    const signIn = async () => {
      running += 1
      most = Math.max(most, running)
      await tick()
      running -= 1
    }
    await Promise.all([
      oneSignInAtATime('users', 'a@x.be', signIn),
      oneSignInAtATime('users', 'b@x.be', signIn),
      oneSignInAtATime('owners', 'a@x.be', signIn),
    ])
    expect(most).toBe(3)
  })

  it('goes on after a refused sign-in, which its caller still sees', async () => {
    const refused = oneSignInAtATime('users', 'c@x.be', async () => {
      throw new Error('wrong password')
    })
    const next = oneSignInAtATime('users', 'c@x.be', async () => 'signed in')
    await expect(refused).rejects.toThrow('wrong password')
    await expect(next).resolves.toBe('signed in')
    expect(accountsSigningIn()).toBe(0)
  })
})
