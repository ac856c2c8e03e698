import { describe, expect, it } from 'vitest'

import { monacoAsset } from './monacoAsset'

describe('monacoAsset: files of Monaco’s min/vs folder, and nothing outside it', () => {
  it.each<[string[], string, string]>([
    [['loader.js'], 'loader.js', 'text/javascript; charset=utf-8'],
    [['editor', 'editor.main.js'], 'editor/editor.main.js', 'text/javascript; charset=utf-8'],
    [['editor', 'editor.main.css'], 'editor/editor.main.css', 'text/css; charset=utf-8'],
    [
      ['assets', 'editor.worker-_vAIFJDs.js'],
      'assets/editor.worker-_vAIFJDs.js',
      'text/javascript; charset=utf-8',
    ],
    [['nls.messages-loader.js'], 'nls.messages-loader.js', 'text/javascript; charset=utf-8'],
  ])('%j → %s (%s)', (segments, file, contentType) => {
    expect(monacoAsset(segments)).toEqual({ file, contentType })
  })

  it.each<[string[]]>([
    [[]],
    [['..', 'package.json']],
    [['editor', '..', '..', 'secret.js']],
    [['.', 'loader.js']],
    [['/etc', 'passwd.js']],
    [['editor\\..\\x.js']],
    [['loader.js\0.css']],
    [['a b.js']],
    [['loader.JS']],
    [['package.json']],
    [['codicon.ttf']],
    [['loader']],
    [['editor']],
    [['']],
  ])('%j is refused', (segments) => {
    expect(monacoAsset(segments)).toBeNull()
  })
})
