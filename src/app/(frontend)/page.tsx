export default function Home() {
  return <main><h1>Maison Lumière</h1></main>
}
