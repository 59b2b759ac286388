#!/usr/bin/env python3
"""Lists the public declarations of an RxSwift checkout, one row per declaration, the way
docs/COMPATIBILITY.md lists them: `folder <TAB> declaration <TAB> overloads`.

    python3 Tools/Compatibility/declarations.py path/to/RxSwift            # the list
    python3 Tools/Compatibility/declarations.py path/to/RxSwift --check    # against the audit

It reads RxSwift/, RxRelay/, RxTest/ and RxCocoa's platform-independent part (Traits/ and the
two Bind files of Common/). A declaration is public when marked `public` or `open`, or when it
is an unmarked member of a `public extension` or of a public protocol. Overloads that differ only
in how many sources they take (combineLatest and zip of 2 to 8) are one row, `_:…`. With
`--check` it exits 1 when docs/COMPATIBILITY.md lists a declaration the checkout lacks, or
lacks one the checkout has, or when a closure parameter that may throw in RxSwift may not throw
in ReactiveCore or ReactiveTesting.

Only for updating the audit to a new RxSwift: CI checks the audit against the API-surface test
(`make docs-check`) and needs no RxSwift checkout.
"""
import collections
import os
import re
import sys

COCOA = ["RxCocoa/Common/Observable+Bind.swift", "RxCocoa/Common/Infallible+Bind.swift"]

# (context, declaration) -> the signatures read, for comparing closure parameters.
SIGNATURES = {}


def swift_files(root, tops=("RxSwift", "RxRelay", "RxTest", "RxCocoa/Traits")):
    for top in tops:
        for directory, _, files in os.walk(os.path.join(root, top)):
            for name in sorted(files):
                if name.endswith(".swift") and os.path.isfile(os.path.join(directory, name)):
                    yield os.path.relpath(os.path.join(directory, name), root)
    for path in COCOA:
        if os.path.isfile(os.path.join(root, path)):
            yield path


mods=r'(?:(?:public|open|final|static|class|override|convenience|required|mutating|nonisolated|indirect|private|fileprivate|internal|package)\s+)*'
declre=re.compile(r'^\s*(?:@\w+(?:\([^)]*\))?\s+)*('+mods+r')(func|var|let|init|typealias|case|subscript|associatedtype)\b(.*)')
extre=re.compile(r'^\s*(?:@\w+(?:\([^)]*\))?\s+)*(public\s+)?extension\s+([\w.]+)')
typere=re.compile(r'^\s*(?:@\w+(?:\([^)]*\))?\s+)*((?:public|open|final|private|fileprivate|internal)\s+)*(struct|class|enum|protocol)\s+(\w+)')
def labels(params):
  depthp=0;cur='';parts=[]
  params=params.replace('->','→')
  for ch in params:
    if ch in '([<': depthp+=1
    if ch in ')]>':
      if depthp==0: break
      depthp-=1
    if ch==',' and depthp==0: parts.append(cur);cur=''
    else: cur+=ch
  if cur.strip(): parts.append(cur)
  out=''
  for p in parts:
    p=p.strip()
    if ':' not in p: continue
    head=p.split(':')[0].split()
    head=[h for h in head if not h.startswith('@')]
    out+=(head[0] if head else '_')+':'
  return out


def extract(root, tops=None):
    """(file, context, declaration, overloads) for every public declaration under root."""
    out = []
    for rel in swift_files(root, tops) if tops else swift_files(root):
      p=os.path.join(root,rel)
      lines=open(p).read().split('\n')
      ctx=[]; depth=0; incomment=False; pending=None
      for i,l in enumerate(lines):
        s=l.strip()
        if incomment:
          if '*/' in s: incomment=False
          continue
        if s.startswith('/*') and '*/' not in s: incomment=True; continue
        if s.startswith('//') or s.startswith('#'): continue
        m=extre.match(l); tm=typere.match(l); dm=declre.match(l)
        pushed=None
        if m: pushed=(m.group(2),depth,bool(m.group(1)),True)
        elif tm:
          mods_=tm.group(1) or ''
          ispub=('public' in l.split(tm.group(2))[0] or 'open' in l.split(tm.group(2))[0])
          pub= ispub
          if ispub: out.append((rel,'.'.join(c[0] for c in ctx) or '-',tm.group(2)+' '+tm.group(3)))
          pushed=(tm.group(3),depth,pub,False)
        elif dm and ctx is not None:
          modstr=dm.group(1); kind=dm.group(2); rest=dm.group(3).strip()
          explicit_pub=('public' in modstr or 'open' in modstr)
          private=any(x in modstr for x in ('private','fileprivate','internal','package'))
          directly_in = ctx and depth==ctx[-1][1]+1
          implied = directly_in and ctx[-1][2] and ctx[-1][3] and not private
          inproto = directly_in and ctx[-1][2] and not ctx[-1][3] and False
          # protocol members
          if directly_in and ctx[-1][2] and len(ctx[-1])>4: implied=True
          if explicit_pub or implied:
            sig=rest; j=i
            if kind in('func','init','subscript'):
              while sig.count('(')>sig.count(')') and j+1<len(lines):
                j+=1; sig+=' '+lines[j].strip()
            c='.'.join(n[0] for n in ctx) or '-'
            static = 'static ' in modstr or 'class ' in modstr
            if kind=='func':
              mm=re.match(r'([^\s(<]+)\s*(<[^(]*>)?\s*\((.*)',sig)
              key=f'{"static " if static else ""}{mm.group(1)}({labels(mm.group(3))})' if mm else sig
            elif kind=='init':
              key=f'init({labels(sig[sig.find("(")+1:])})' + ('?' if sig.startswith('?') else '')
            else:
              key=('static ' if static else '')+kind+' '+re.split(r'[\s:=<({]',sig)[0]
            out.append((rel,c,key)); SIGNATURES.setdefault((c.split('.')[-1], key), []).append(sig)
        if pushed and tm and tm.group(2)=='protocol': pushed=pushed+(True,)
        if pushed and '{' not in l: pending=(pushed,depth)
        elif pushed: ctx.append(pushed)
        elif pending and '{' in l: ctx.append(pending[0]); pending=None
        depth+=l.count('{')-l.count('}')
        while ctx and depth<=ctx[-1][1]: ctx.pop()

    seen = collections.OrderedDict()
    for row in out:
        seen[row] = seen.get(row, 0) + 1
    return [(r, c, k, n) for (r, c, k), n in seen.items()]


def rows(declarations):
    """(folder, declaration, overloads), named as the audit names them."""
    def ctxname(f,c):
      base=f.split('/')[-1]
      if c in ('PrimitiveSequenceType','PrimitiveSequence'):
        for t in ('Single','Maybe','Completable'):
          if base.startswith(t): return t
        return 'PrimitiveSequence'
      if c in ('SharedSequenceConvertibleType',):
        if 'Driver' in f: return 'Driver'
        if 'Signal' in f: return 'Signal'
        return 'SharedSequence'
      if c=='ObservableType': return 'Observable'
      if c=='InfallibleType': return 'Infallible'
      return c
    rows=collections.OrderedDict()
    for f,c,k,n in declarations:
      c=c.split('.')[-1]
      m=re.match(r'(\w+)<((?:\w+: \w+(?:, )?)+)>$',k)
      if m: k='static '+m.group(1)+'(_:…)'
      k=re.sub(r'(_:){2,}','_:…',k)
      static=k.startswith('static ')
      k=k.replace('static ','')
      kind=None
      mm=re.match(r'(struct|class|enum|protocol|typealias|associatedtype|var|let|case|subscript)(?:\s+(.*)|$)',k)
      if mm:
        kind=mm.group(1); k=(mm.group(2) or '').strip() or kind
      cn=ctxname(f,c)
      ident=(k if cn=='-' else cn+'.'+k)
      if kind in ('struct','class','enum','protocol','typealias','associatedtype'): ident=kind+' '+ident
      folder=f.rsplit('/',1)[0] if '/' in f else f
      if folder.endswith('.swift'): folder=f
      group=folder
      key=(group,ident)
      rows[key]=rows.get(key,0)+int(n)

    return [(g, i, n) for (g, i), n in rows.items()]


def throwing_parameters(signature):
    """How many closure parameters of a signature may throw."""
    start = signature.find("(")
    depth = 0
    for index in range(start, len(signature)):
        if signature[index] == "(":
            depth += 1
        elif signature[index] == ")":
            depth -= 1
            if depth == 0:
                return signature[start:index].count("throws")
    return signature[start:].count("throws")


def narrower_closures(rxswift_root, repository):
    """Declarations whose closure parameters may throw in RxSwift but not here."""
    SIGNATURES.clear()
    extract(rxswift_root)
    theirs = dict(SIGNATURES)
    SIGNATURES.clear()
    extract(os.path.join(repository, "Modules"), tops=("ReactiveCore", "ReactiveTesting"))
    found = []
    for key, signatures in theirs.items():
        # Overloads with the same labels are told apart by how many of them take throwing
        # closures, and by the most throwing closures one of them takes.
        def shape(group):
            counts = [throwing_parameters(s) for s in group]
            return sum(1 for count in counts if count), max(counts)
        if key in SIGNATURES:
            wanted, here = shape(signatures), shape(SIGNATURES[key])
            if here[0] < wanted[0] or here[1] < wanted[1]:
                found.append(f"{key[0]}.{key[1]}")
    return sorted(found)


def audit_rows(path):
    found = set()
    for line in open(path):
        match = re.match(r"\| `(.+?)` \| (present|differs|left out) \|", line)
        if match:
            found.add(match.group(1).replace("\\|", "|"))
    return found


if __name__ == "__main__":
    listed = rows(extract(sys.argv[1]))
    if "--check" in sys.argv:
        repository = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
        audit = audit_rows(os.path.join(repository, "docs", "COMPATIBILITY.md"))
        names = {i for _, i, _ in listed}
        missing, extra = sorted(names - audit), sorted(audit - names)
        for name in missing:
            print("not in the audit:", name)
        for name in extra:
            print("not in RxSwift:", name)
        narrower = narrower_closures(sys.argv[1], repository)
        for name in narrower:
            print("a closure that may throw in RxSwift may not here:", name)
        print(f"{len(names)} declarations in the checkout, {len(audit)} in the audit, {len(narrower)} narrower closures")
        sys.exit(1 if missing or extra or narrower else 0)
    for group, ident, count in listed:
        print(f"{group}\t{ident}\t{count}")
