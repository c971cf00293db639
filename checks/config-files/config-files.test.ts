import { describe, expect, it } from 'vitest'
import { checkPipelineFile, pipelineFileFor } from './pipelines'
import { checkTerraform, isTerraformExample } from './terraform'

const workflow = (job: string) => `name: Deploy
on:
  push:
    branches: [main]
jobs:
  deploy:
${job}`

describe('pipeline files', () => {
  it('are recognised by the name a fence gives them', () => {
    expect(pipelineFileFor('.github/workflows/deploy.yml')?.name).toBe('GitHub Actions workflow')
    expect(pipelineFileFor('.gitlab-ci.yml')?.name).toBe('GitLab CI configuration')
    expect(pipelineFileFor('azure-pipelines.yml')?.name).toBe('Azure Pipelines definition')
    expect(pipelineFileFor('cloudbuild.yaml')?.name).toBe('Google Cloud Build configuration')
    expect(pipelineFileFor('nitric.dev.yaml')).toBeUndefined()
    expect(pipelineFileFor('workflows/deploy.yml')).toBeUndefined()
  })

  it('pass when they follow their published schema', () => {
    const github = pipelineFileFor('.github/workflows/deploy.yml')!
    expect(checkPipelineFile(github, workflow('    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: nitric up --ci\n'))).toEqual([])
    const gitlab = pipelineFileFor('.gitlab-ci.yml')!
    expect(checkPipelineFile(gitlab, 'deploy:\n  image: node:22\n  script:\n    - nitric up --ci\n  rules:\n    - if: $CI_COMMIT_BRANCH == "main"\n')).toEqual([])
  })

  it('report a misspelt key at its line, naming the file kind', () => {
    const github = pipelineFileFor('.github/workflows/deploy.yml')!
    expect(checkPipelineFile(github, workflow('    runs-on: ubuntu-latest\n    stepz:\n      - run: nitric up --ci\n'))).toContainEqual({ line: 8, message: 'GitHub Actions workflow: unknown key "stepz" at jobs.deploy' })
    const build = pipelineFileFor('cloudbuild.yaml')!
    expect(checkPipelineFile(build, 'steps:\n  - name: node:22\n    waitFor: first\n')).toEqual([{ line: 3, message: 'Google Cloud Build configuration: steps.0.waitFor must be array' }])
    const azure = pipelineFileFor('azure-pipelines.yml')!
    expect(checkPipelineFile(azure, 'trigger:\n  - main\npool:\n  vmImage: ubuntu-latest\nsteps:\n  - script: nitric up --ci\n    displayName: Deploy\n')).toEqual([])
    expect(checkPipelineFile(azure, 'trigger:\n  - main\nsteps:\n  - script: nitric up --ci\n    displayNam: Deploy\n').map((problem) => problem.line)).toContain(5)
    // Azure's schema is close to a megabyte; compiling it takes seconds on a slow machine.
  }, 60_000)

  it('report YAML that does not parse', () => {
    const gitlab = pipelineFileFor('.gitlab-ci.yml')!
    expect(checkPipelineFile(gitlab, 'deploy:\n  script: [unclosed\n')[0]?.message).toMatch(/^invalid YAML/)
  })
})

describe('Terraform files', () => {
  it('are HCL fences or fences labelled .tf', () => {
    expect(isTerraformExample('hcl', 'main.tf')).toBe(true)
    expect(isTerraformExample('text', 'variables.tf')).toBe(true)
    expect(isTerraformExample('yaml', 'nitric.dev.yaml')).toBe(false)
  })

  it('parse, or report the line of the syntax error', async () => {
    expect(await checkTerraform('resource "aws_s3_bucket" "files" {\n  bucket = "files"\n}\n')).toEqual([])
    const problems = await checkTerraform('resource "aws_s3_bucket" "files" {\n  bucket =\n}\n')
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({ line: 2, message: expect.stringMatching(/Invalid expression/) })
    expect((await checkTerraform('resource "aws_s3_bucket" "files" {\n'))[0]?.line).toBe(1)
  })
})
